import { describe, expect, it } from 'vitest';
import { createExportRegistry, type ExportTypeDefinition } from './registry';

const definition: ExportTypeDefinition = {
  type: 'GLYCEMIA',
  module: 'measurements',
  titleKey: 'exports.type.GLYCEMIA',
  columns: [{ key: 'at', label: 'exports.glycemia.at' }],
  defaultPeriod: { days: 7 },
  rows: () => Promise.resolve([]),
};

describe('the export registry', () => {
  it('finds a registered type by name and lists the types in registration order', () => {
    const registry = createExportRegistry();
    registry.register(definition);
    registry.register({ ...definition, type: 'WEIGHT' });
    expect(registry.get('GLYCEMIA')).toBe(definition);
    expect(registry.get('glycemia')).toBeUndefined();
    expect(registry.list().map((each) => each.type)).toEqual(['GLYCEMIA', 'WEIGHT']);
  });

  it('refuses a name registered twice, or one the route could not carry', () => {
    const registry = createExportRegistry();
    registry.register(definition);
    expect(() => registry.register(definition)).toThrow('registered twice');
    expect(() => registry.register({ ...definition, type: 'heart-rate' })).toThrow(
      'UPPER_SNAKE_CASE',
    );
  });
});
