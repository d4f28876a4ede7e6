import {describe, expect, it, vi} from 'vitest';
import {removeServiceWorkers} from './service-workers';

const registration = () => ({unregister: vi.fn(() => Promise.resolve(true))});

describe('removeServiceWorkers', () => {
  it('unregisters every worker and reloads once', async () => {
    const workers = [registration(), registration()];
    const reload = vi.fn();
    const container = {getRegistrations: () => Promise.resolve(workers)} as never;
    await expect(removeServiceWorkers(container, reload)).resolves.toBe(2);
    for (const worker of workers) expect(worker.unregister).toHaveBeenCalledOnce();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('does not reload when there was no worker', async () => {
    const reload = vi.fn();
    const container = {getRegistrations: () => Promise.resolve([])} as never;
    await removeServiceWorkers(container, reload);
    expect(reload).not.toHaveBeenCalled();
  });

  it('survives browsers without service workers and failing registries', async () => {
    const reload = vi.fn();
    await expect(removeServiceWorkers(undefined, reload)).resolves.toBe(0);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = {getRegistrations: () => Promise.reject(new Error('denied'))} as never;
    await expect(removeServiceWorkers(failing, reload)).resolves.toBe(0);
    expect(reload).not.toHaveBeenCalled();
  });
});
