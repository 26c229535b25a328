/**
 * The across-inputs check that a requestId is unique. Memory grows with the number of distinct
 * requestIds only: each is kept once, with where it was first seen packed in one number.
 */

/** Where a requestId was seen first, or undefined; remembers this sighting when it is the first. */
export type RequestIdRegistry = (requestId: string, input: string, line?: number) => string | undefined;

/** A new, empty registry for one run. */
export function requestIdRegistry(): RequestIdRegistry {
  const first = new Map<string, number>();
  const inputs: string[] = [];
  const inputIndex = new Map<string, number>();
  const lineSpan = 2 ** 32;
  return (requestId, input, line = 0) => {
    const before = first.get(requestId);
    if (before !== undefined) {
      const where = inputs[Math.floor(before / lineSpan)]!;
      const at = before % lineSpan;
      return at === 0 ? where : `${where}:${at}`;
    }
    let index = inputIndex.get(input);
    if (index === undefined) {
      index = inputs.push(input) - 1;
      inputIndex.set(input, index);
    }
    first.set(requestId, index * lineSpan + line);
    return undefined;
  };
}
