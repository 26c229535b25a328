/**
 * Text made safe for a terminal: control characters (C0, DEL, C1) shown as `\xNN`, so that a
 * hostile file name or value cannot send escape sequences (colours, cursor moves, titles).
 */

/** Every C0 control, DEL and every C1 control. */
const controls = /[\u0000-\u001f\u007f-\u009f]/g;
/** The same, except TAB, LF and CR, which only lay text out. */
const controlsButLayout = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;

const hex = (c: string): string => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`;

/** A name (a file name) for display on one line: every control character as `\xNN`. */
export const printableName = (text: string): string => text.replace(controls, hex);

/** A message for display: control characters as `\xNN`, except TAB, LF and CR. */
export const printableMessage = (text: string): string => text.replace(controlsButLayout, hex);
