/** Runs the example: `node --import tsx examples/fastify-service/server.ts` (CLIENT_ID, CLIENT_SECRET, PORT). */
import { buildApp } from './app.js';

const clientId = process.env.CLIENT_ID ?? 'df-example';
const clientSecret = process.env.CLIENT_SECRET;
if (clientSecret === undefined || clientSecret === '') {
  console.error('set CLIENT_SECRET (and CLIENT_ID, default df-example)');
  process.exit(2);
}
const app = buildApp({ clients: [{ clientId, clientSecret }] });
const address = await app.listen({ port: Number(process.env.PORT ?? 4020), host: '127.0.0.1' });
console.log(
  `example service on ${address}; try: consent-contract conformance --base-url ${address} --client-id ${clientId}`,
);
