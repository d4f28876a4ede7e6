/** The Prioritized Task Scheduling API's `scheduler`, where the browser has it. */
interface TaskScheduler {
  yield(): Promise<void>;
}

/**
 * Lets the browser handle input and paint before the caller goes on: a long piece of work that
 * awaits this between its parts runs as short tasks. `scheduler.yield()` where the browser has it
 * (the rest of the work keeps its place ahead of other queued tasks), else a new task through a
 * message, which, unlike a timer, no browser delays by 4 ms when it is asked for again and again.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as {scheduler?: Partial<TaskScheduler>}).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
