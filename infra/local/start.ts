// First, before any library loads: the handlers run here as in AWS (production builds).
import './run-like-aws.ts';
import { join, resolve } from 'node:path';
import { startDynamoDbLocal } from './dynamodb-local.ts';
import { assertJava } from './java.ts';
import { announceLocalEndpoints } from './local-endpoints.ts';
import { startLocalRuntime } from './runtime.ts';
import { seedIfEmpty } from './seed-on-start.ts';
import { startStripeStandIn } from './stripe/server.ts';
import { ensureWebBuild, repositoryRoot, webDist } from './web-build.ts';

/**
 * `npm start`: Folio on this machine at http://localhost:3000 (PORT and DATA_DIR override). package.json
 * runs it in one `node` with tsx's loader and a bounded heap (docs/decisions.md 75).
 */
async function main() {
  try {
    assertJava();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const port = Number(process.env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number; got ${process.env.PORT}`);
  const dataDir = resolve(repositoryRoot, process.env.DATA_DIR ?? '.data');
  ensureWebBuild((line) => console.log(line));

  const dynamo = await startDynamoDbLocal({ dataDir: join(dataDir, 'dynamodb') });
  // Stripe's stand-in keeps its customers, subscriptions and test clock beside the table's data.
  const stripe = await startStripeStandIn({ file: join(dataDir, 'stripe-stand-in.json') });
  let runtime: Awaited<ReturnType<typeof startLocalRuntime>>;
  try {
    runtime = await startLocalRuntime({
      stripeApiBase: stripe.url,
      dynamoEndpoint: dynamo.endpoint,
      table: 'folio',
      dataDir,
      webDist,
      port,
      host: process.env.HOST ?? '0.0.0.0',
      prepare: (parts) => seedIfEmpty(parts, (line) => console.log(line)),
      onError: (error) => console.error(error),
    });
  } catch (error) {
    await stripe.stop();
    await dynamo.stop();
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      console.error(
        `Port ${port} is already in use. Stop what uses it, or choose another: PORT=3001 npm start`,
      );
      process.exit(1);
    }
    throw error;
  }

  const url = `http://localhost:${runtime.port}`;
  const forget = announceLocalEndpoints(dataDir, {
    dynamoEndpoint: dynamo.endpoint,
    table: 'folio',
    url,
    stripeApiBase: stripe.url,
  });
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping Folio…');
    forget();
    await runtime.stop();
    await stripe.stop();
    await dynamo.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  console.log(`Folio is ready at ${url}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
