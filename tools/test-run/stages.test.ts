import {describe, expect, it} from 'vitest';
import {formatStageTimes, parseShard, runStepGraph} from './stages.mjs';

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

  it('starts each step once the steps it needs have passed, side by side where it can', async () => {
    const events: string[] = [];
    const finish = new Map<string, (ok: boolean) => void>();
    const run = (step: {name: string}) => {
      events.push(`start ${step.name}`);
      return new Promise<{name: string; seconds: number; ok: boolean}>((resolve) => {
        finish.set(step.name, (ok) => {
          events.push(`end ${step.name}`);
          resolve({name: step.name, seconds: 1, ok});
        });
      });
    };
    const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
    const graph = runStepGraph(
      [
        {name: 'install'},
        {name: 'lint'},
        {name: 'build'},
        {name: 'unit', needs: ['lint', 'not in this run']},
        {name: 'e2e', needs: ['build', 'unit', 'install']},
      ],
      run,
    );
    await tick();
    expect(events).toEqual(['start install', 'start lint', 'start build']);
    finish.get('lint')!(true);
    await tick();
    expect(events.slice(3)).toEqual(['end lint', 'start unit']);
    finish.get('build')!(true);
    finish.get('unit')!(true);
    await tick();
    expect(events).not.toContain('start e2e');
    finish.get('install')!(true);
    await tick();
    expect(events.at(-1)).toBe('start e2e');
    finish.get('e2e')!(true);
    const {results, skipped} = await graph;
    expect(results.map((result) => result.name)).toEqual([
      'lint',
      'build',
      'unit',
      'install',
      'e2e',
    ]);
    expect(skipped).toEqual([]);
  });

  it('starts nothing more after a failure, and lets the running steps end', async () => {
    const run = async (step: {name: string}) => ({
      name: step.name,
      seconds: 1,
      ok: step.name !== 'lint',
    });
    const {results, skipped} = await runStepGraph(
      [
        {name: 'lint'},
        {name: 'build'},
        {name: 'unit', needs: ['lint']},
        {name: 'e2e', needs: ['build']},
      ],
      run,
    );
    expect(results.map((result) => [result.name, result.ok])).toEqual([
      ['lint', false],
      ['build', true],
    ]);
    expect(skipped).toEqual(['unit', 'e2e']);
  });
});
