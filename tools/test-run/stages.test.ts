import {describe, expect, it} from 'vitest';
import {formatStageTimes, parseShard} from './stages.mjs';

describe("npm test's runner", () => {
  it('runs whole without arguments, and takes a shard', () => {
    expect(parseShard([])).toBeNull();
    expect(parseShard(['--shard=2/3'])).toEqual({index: 2, count: 3});
  });

  it('refuses an unknown argument or a shard out of range', () => {
    expect(() => parseShard(['--watch'])).toThrow('Unknown argument --watch');
    expect(() => parseShard(['--shard=0/2'])).toThrow('between 1 and 2');
    expect(() => parseShard(['--shard=3/2'])).toThrow('between 1 and 2');
  });

  it('reports the time of each stage and the whole run', () => {
    const report = formatStageTimes(
      [
        {name: 'lint', seconds: 41.4, ok: true},
        {name: 'unit', seconds: 185.6, ok: true},
        {name: 'e2e', seconds: 59.2, ok: false},
      ],
      290,
    );
    expect(report.split('\n')).toEqual([
      'Time of each stage:',
      'lint       41 s  passed',
      'unit   3 min 06 s  passed',
      'e2e        59 s  FAILED',
      'total  4 min 50 s  FAILED',
    ]);
  });
});
