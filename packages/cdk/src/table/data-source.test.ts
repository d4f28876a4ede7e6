import {describe, expect, it, vi} from 'vitest';
import {
  ArrayDataSource,
  connectDataSource,
  DataSource,
  DataStream,
  isDataSource,
} from './data-source';

class PromiseSource extends DataSource<number> {
  disconnect = vi.fn();
  constructor(private readonly result: Promise<number[]>) {
    super();
  }
  connect() {
    return this.result;
  }
}

describe('DataStream', () => {
  it('gives the latest value to new subscribers and later values until unsubscribed', () => {
    const stream = new DataStream([1]);
    const seen: number[][] = [];
    const subscription = stream.subscribe((value) => seen.push(value));
    stream.next([1, 2]);
    subscription.unsubscribe();
    stream.next([3]);
    expect(seen).toEqual([[1], [1, 2]]);
    expect(stream.value).toEqual([3]);
    expect(stream.observed).toBe(0);
  });
});

describe('connectDataSource', () => {
  it('reads arrays, streams and promises and disconnects the source', async () => {
    const onData = vi.fn();
    const arraySource = new ArrayDataSource([1, 2]);
    const disconnect = vi.spyOn(arraySource, 'disconnect');
    connectDataSource(arraySource, onData)();
    expect(onData).toHaveBeenCalledWith([1, 2]);
    expect(disconnect).toHaveBeenCalledTimes(1);

    const stream = new DataStream<number[]>([]);
    const onStream = vi.fn();
    const stop = connectDataSource(new ArrayDataSource(stream), onStream);
    stream.next([4]);
    stop();
    stream.next([5]);
    expect(onStream.mock.calls).toEqual([[[]], [[4]]]);
    expect(stream.observed).toBe(0);

    const onPromise = vi.fn();
    const promiseSource = new PromiseSource(Promise.resolve([7]));
    connectDataSource(promiseSource, onPromise);
    await Promise.resolve();
    expect(onPromise).toHaveBeenCalledWith([7]);
  });

  it('ignores a promise that settles after disconnecting and reports rejections', async () => {
    const onData = vi.fn();
    const late = new PromiseSource(Promise.resolve([1]));
    connectDataSource(late, onData)();
    await Promise.resolve();
    expect(onData).not.toHaveBeenCalled();
    expect(late.disconnect).toHaveBeenCalledTimes(1);

    const onError = vi.fn();
    const failure = new Error('offline');
    connectDataSource(new PromiseSource(Promise.reject(failure)), onData, onError);
    await Promise.resolve();
    await Promise.resolve();
    expect(onError).toHaveBeenCalledWith(failure);
  });

  it('recognises data sources by shape', () => {
    expect(isDataSource(new ArrayDataSource([]))).toBe(true);
    expect(isDataSource({connect() {}, disconnect() {}})).toBe(true);
    expect(isDataSource([1])).toBe(false);
    expect(isDataSource(null)).toBe(false);
  });
});
