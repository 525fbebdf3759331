// One worker thread of the sockets benchmark's client: opens its share of the authenticated
// socket.io connections and reports when each one's next `notification` arrives. The client's
// sockets are spread over several of these so that one thread parsing every frame does not
// become part of the latency (real clients are separate machines). Times are
// performance.timeOrigin + performance.now(), comparable across the threads of one process.
import { parentPort, workerData } from 'node:worker_threads';
import { io } from 'socket.io-client';

const { baseUrl, connectingAtOnce } = workerData;
/** @type {import('socket.io-client').Socket[]} */
const sockets = [];
/** Arrival time per socket in the armed round, null until it arrives. */
let arrivals = [];
let pending = 0;
let armed = false;

const now = () => performance.timeOrigin + performance.now();

function report() {
  armed = false;
  parentPort.postMessage({ type: 'arrivals', times: arrivals });
}

function arrived(slot) {
  if (!armed || arrivals[slot] !== null) return;
  arrivals[slot] = now();
  pending -= 1;
  if (pending === 0) report();
}

async function connect(tokens) {
  let next = 0;
  const opener = async () => {
    for (;;) {
      const index = next++;
      if (index >= tokens.length) return;
      const socket = io(baseUrl, {
        path: '/socket.io',
        auth: { token: tokens[index] },
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
      });
      await new Promise((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', (error) => reject(new Error(`a socket was refused: ${error.message}`)));
      });
      const slot = sockets.length;
      sockets.push(socket);
      socket.on('notification', () => arrived(slot));
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, connectingAtOnce) }, opener));
}

parentPort.on('message', (message) => {
  switch (message.type) {
    case 'connect':
      connect(message.tokens).then(
        () => parentPort.postMessage({ type: 'connected', count: sockets.length }),
        (error) => parentPort.postMessage({ type: 'error', message: error.message }),
      );
      break;
    case 'arm':
      arrivals = sockets.map(() => null);
      pending = sockets.length;
      armed = true;
      parentPort.postMessage({ type: 'armed' });
      if (pending === 0) report();
      break;
    case 'collect':
      // The round's deadline passed: what arrived so far, null for the rest.
      if (armed) report();
      break;
    case 'close':
      for (const socket of sockets) socket.disconnect();
      parentPort.postMessage({ type: 'closed' });
      break;
  }
});
