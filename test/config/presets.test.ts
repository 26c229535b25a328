import { describe, expect, it } from 'vitest';
import { builtInCatalogue } from '../../src/config/catalogue.js';
import { resolveSettings } from '../../src/config/resolve-settings.js';
import { dpdpPreset } from '../../src/config/presets.js';
import { consentRequestRules } from '../../src/rules/index.js';

const resolve = (presets: Parameters<typeof resolveSettings>[1], ...layers: Parameters<typeof resolveSettings>[2]) =>
  Object.fromEntries(resolveSettings(builtInCatalogue, presets, layers));

describe('presets', () => {
  it('recommended is every rule at its own severity, the dpdp rules off', () => {
    const settings = resolve(['recommended']);
    for (const rule of consentRequestRules) expect(settings[rule.id]).toBe(rule.severity);
    expect(settings['dpdp-language']).toBe('off');
    expect(settings['unique-request-id']).toBe('warning');
    expect(resolve(undefined)).toEqual(settings);
  });

  it('strict makes every advisory rule that is on an error', () => {
    const settings = resolve(['strict']);
    expect(Object.values(settings).filter((s) => s === 'warning')).toEqual([]);
    expect(settings['https-urls']).toBe('error');
    expect(settings['unique-request-id']).toBe('error');
    expect(settings['dpdp-language']).toBe('off');
  });

  it('dpdp switches on its rules; every entry cites the Act or the Rules', () => {
    const settings = resolve(['dpdp']);
    expect(settings['dpdp-language']).toBe('error');
    expect(settings['minor-without-delegation']).toBe('error');
    expect(settings['https-urls']).toBe('warning');
    for (const entry of dpdpPreset) {
      expect(entry.grounds).toMatch(/^DPDP (Act 2023, section|Rules 2025, rule) \d/);
      expect(builtInCatalogue.some((r) => r.id === entry.id)).toBe(true);
    }
  });

  it('later layers win: presets in order, then rules, then overrides', () => {
    expect(resolve(['strict', 'recommended'])['https-urls']).toBe('warning');
    expect(resolve(['strict'], { 'https-urls': 'off' }, { 'https-urls': 'warning' })['https-urls']).toBe('warning');
  });
});
