// A port free on this machine, for a server the script starts next (the system picks it).
import { createServer } from 'node:net';

/** @returns {Promise<number>} */
export const freePort = () =>
  new Promise((done, fail) => {
    const server = createServer().once('error', fail);
    server.unref();
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => done(port));
    });
  });
