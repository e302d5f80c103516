import { describe, expect, it } from 'vitest';
import { readableSummary } from './summary';

describe('readableSummary', () => {
  it('reads the JSON as field: value pairs', () => {
    expect(readableSummary('{"ids":[1,2],"flag":3}')).toBe('ids: 1, 2; flag: 3');
    expect(readableSummary('{"a":{"b":"x"}}')).toBe('a: {b: x}');
    expect(readableSummary('{}')).toBe('');
    expect(readableSummary('{"start_date":"","task_name":"x"}')).toBe('task_name: x');
  });

  it('cuts a long one and survives a text that is not JSON', () => {
    expect(readableSummary(`{"remark":"${'x'.repeat(200)}"}`, 20)).toHaveLength(20);
    expect(readableSummary('not json')).toBe('not json');
  });
});
