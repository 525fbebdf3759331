// One worker thread of the sockets benchmark's client: opens its share of the authenticated
// socket.io connections and reports when each one's next `notification` arrives. Times are
// performance.timeOrigin + performance.now(), comparable across the threads of one process.
//
// Two clients (workerData.client):
// - 'wire' (default): a WebSocket (`ws`, the transport socket.io-client itself uses in Node)
//   speaking the socket.io wire protocol: the engine.io open, the namespace CONNECT with the
//   token as the browser sends it, ping → pong, and the arrival of each `42["notification",…`
//   frame, read off its first bytes. 5,000 real clients are 5,000 machines each decoding one
//   frame; one thread decoding them all with socket.io-client queues them, and that queue, not
//   the server, then sets the spread of arrivals.
// - 'socket.io-client': the full client library, one per socket.
import { parentPort, workerData } from 'node:worker_threads';
import { io } from 'socket.io-client';
import WebSocket from 'ws';

const { baseUrl, connectingAtOnce, client = 'wire' } = workerData;
/** Closes every socket this thread opened. */
const closers = [];
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

/** The socket.io-client library: resolves once the namespace accepted the token. */
function openLibrary(token, slot) {
  const socket = io(baseUrl, {
    path: '/socket.io',
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => {
      socket.on('notification', () => arrived(slot));
      resolve(() => socket.disconnect());
    });
    socket.once('connect_error', (error) => reject(new Error(`a socket was refused: ${error.message}`)));
  });
}

const NOTIFICATION = Buffer.from('42["notification",');
const wireUrl = `${baseUrl.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`;

/**
 * The wire protocol (engine.io 4, socket.io 5): `0{…}` open → send `40{"token":…}`; `40{…}`
 * connected, `44{…}` refused; `2` ping → `3` pong; `42[…]` an event.
 */
function openWire(token, slot) {
  const ws = new WebSocket(wireUrl, { perMessageDeflate: false });
  return new Promise((resolve, reject) => {
    let connected = false;
    const fail = (message) => {
      if (connected) return;
      ws.terminate();
      reject(new Error(`a socket was refused: ${message}`));
    };
    ws.on('error', (error) => fail(error.message));
    ws.on('close', () => fail('closed during the handshake'));
    ws.on('message', (data) => {
      if (data.length >= NOTIFICATION.length && data[0] === 0x34 && data[1] === 0x32) {
        if (data.compare(NOTIFICATION, 0, NOTIFICATION.length, 0, NOTIFICATION.length) === 0) arrived(slot);
        return;
      }
      const text = data.toString();
      if (text === '2') ws.send('3');
      else if (text.startsWith('0{')) ws.send(`40${JSON.stringify({ token })}`);
      else if (text.startsWith('40')) {
        connected = true;
        resolve(() => ws.close());
      } else if (text.startsWith('44')) fail(text.slice(2));
    });
  });
}

const open = client === 'wire' ? openWire : openLibrary;

/** Opens a socket per token, `connectingAtOnce` at a time, in the slots after the open ones. */
async function connect(tokens) {
  const base = closers.length;
  let next = 0;
  const opener = async () => {
    for (;;) {
      const index = next++;
      if (index >= tokens.length) return;
      closers[base + index] = await open(tokens[index], base + index);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, connectingAtOnce) }, opener));
}

parentPort.on('message', (message) => {
  switch (message.type) {
    case 'connect':
      connect(message.tokens).then(
        () => parentPort.postMessage({ type: 'connected', count: closers.length }),
        (error) => parentPort.postMessage({ type: 'error', message: error.message }),
      );
      break;
    case 'arm':
      arrivals = closers.map(() => null);
      pending = closers.length;
      armed = true;
      parentPort.postMessage({ type: 'armed' });
      if (pending === 0) report();
      break;
    case 'collect':
      // The round's deadline passed: what arrived so far, null for the rest.
      if (armed) report();
      break;
    case 'close':
      for (const close of closers) close();
      parentPort.postMessage({ type: 'closed' });
      break;
  }
});
