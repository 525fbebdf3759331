// The baseline of the consultation chat benchmark: a bare socket.io server (same version as the
// product's, loopback only) whose rooms relay a message to the other members, with no
// authentication, validation or database. Prints its port on stdout once listening.
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(fileURLToPath(new URL('../../server/package.json', import.meta.url)));
const { Server } = require('socket.io');

const http = createServer();
const io = new Server(http, { path: '/socket.io', serveClient: false });
io.on('connection', (socket) => {
  socket.on('join', ({ room }) => {
    void socket.join(room);
    socket.emit('joined', { room });
  });
  socket.on('msg', (payload) => {
    socket.to(payload.room).emit('msg', payload);
  });
});
http.listen(0, '127.0.0.1', () => {
  console.log(`PORT ${http.address().port}`);
});
process.on('SIGTERM', () => {
  io.close();
  process.exit(0);
});
