import { describe, expect, it } from 'vitest';
import { synthesizeLdt } from '@lampsheet/photometry';
import { workerPool } from './calc-pool.js';
import type { CalcLampTask } from './calc-task.js';

const task = (lampId: number): CalcLampTask => ({
  lampId,
  fileName: 'wash.ldt',
  content: synthesizeLdt({ kind: 'wallWasher', beamAngle: 40, lumens: 1500, watts: 18 }),
  contests: [],
  pictureSize: 48,
});

describe('the calculation pool, cancelled', () => {
  it('ends a running task on abort, replaces its worker and keeps the other tasks', async () => {
    const pool = workerPool(1);
    try {
      const controller = new AbortController();
      const running = pool.run(task(1), controller.signal);
      const beside = pool.run(task(2));
      const waiting = pool.run(task(3));
      controller.abort(new Error('deadline'));
      await expect(running).rejects.toThrow('deadline');
      expect((await beside).lampId).toBe(2);
      expect((await waiting).lampId).toBe(3);
      expect((await pool.run(task(4))).lampId).toBe(4);
    } finally {
      await pool.close();
    }
  }, 60000);

  it('drops a waiting task on abort without running it', async () => {
    const pool = workerPool(1);
    try {
      const controller = new AbortController();
      const first = pool.run(task(1));
      const second = pool.run(task(2));
      const third = pool.run(task(3), controller.signal);
      controller.abort(new Error('gone'));
      await expect(third).rejects.toThrow('gone');
      expect([(await first).lampId, (await second).lampId]).toEqual([1, 2]);
      await expect(pool.run(task(5), AbortSignal.abort(new Error('already')))).rejects.toThrow('already');
    } finally {
      await pool.close();
    }
  }, 60000);
});
