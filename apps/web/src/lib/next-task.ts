// A task of its own, at once: a message to ourselves starts a new task without delay, where a timer
// nested in others waits 4 ms each time, and a hidden tab's timers wait up to a second.
const waiting: Array<() => void> = [];
let channel: MessageChannel | undefined;

/** Runs `run` in a task of its own, after the tasks already waiting (their order kept). */
export function inNextTask(run: () => void): void {
  if (typeof MessageChannel === "undefined") {
    setTimeout(run, 0);
    return;
  }
  // Made on first use: a port listening from the start would keep a Node.js process (the server's
  // drawing of pages imports this file) from ever ending.
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = () => waiting.shift()?.();
  }
  waiting.push(run);
  channel.port2.postMessage(null);
}

/** Settles in a task of its own: what comes after `await nextTask()` runs after the browser's turn. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => inNextTask(resolve));
}
