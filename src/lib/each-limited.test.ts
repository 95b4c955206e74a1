import { eachLimited } from './each-limited';

/** A task per item that waits until the test lets it finish; records starts and how many run at once. */
function gate() {
  const started: number[] = [];
  const release: Array<() => void> = [];
  let running = 0;
  let most = 0;
  const task = (item: number) =>
    new Promise<void>((resolve) => {
      started.push(item);
      running += 1;
      most = Math.max(most, running);
      release[item] = () => {
        running -= 1;
        resolve();
      };
    });
  return { started, release, task, most: () => most };
}

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('eachLimited', () => {
  it('starts the items in order, never more than `limit` at once, and ends when all have', async () => {
    const g = gate();
    let done = false;
    const all = eachLimited([0, 1, 2, 3, 4], 2, g.task).then(() => (done = true));
    await settle();
    expect(g.started).toEqual([0, 1]);
    g.release[1]();
    await settle();
    expect(g.started).toEqual([0, 1, 2]);
    g.release[0]();
    g.release[2]();
    await settle();
    expect(g.started).toEqual([0, 1, 2, 3, 4]);
    g.release[3]();
    g.release[4]();
    await all;
    expect(done).toBe(true);
    expect(g.most()).toBe(2);
  });

  it('runs nothing for no items, and fails with the first failure', async () => {
    const task = vi.fn(async (n: number) => {
      if (n === 2) throw new Error('photo 2 failed');
    });
    await eachLimited([], 4, task);
    expect(task).not.toHaveBeenCalled();
    await expect(eachLimited([1, 2, 3], 1, task)).rejects.toThrow('photo 2 failed');
    expect(task.mock.calls.map(([n]) => n)).toEqual([1, 2]);
  });
});
