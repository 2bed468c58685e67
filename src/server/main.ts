import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { AiEngine } from './ai/ai-engine.ts';
import { createApp } from './app.ts';
import { createAuth } from './auth/auth.ts';
import { BibleService } from './bible/bible.service.ts';
import { ensureBibleCorpus } from './bible/corpus/build-corpus.ts';
import { openCorpus } from './bible/corpus/corpus.ts';
import { ChatService } from './chat/chat.service.ts';
import { ConfigError, loadConfig } from './config.ts';
import { CreditService } from './credits/credits.service.ts';
import { openDatabase } from './db/database.ts';
import { createEmailService } from './email/email.service.ts';
import { createEmailTransport } from './email/email.transport.ts';
import { migrateToLatest } from './db/migrate.ts';
import { createLogger } from './infra/logger.ts';
import { Metrics } from './infra/metrics.ts';
import { shutDownGracefully } from './infra/shutdown.ts';

/** Process entry: config → database → migrations → app → listen → graceful shutdown. */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const logger = createLogger(config.logLevel, config.appName);
  const database = openDatabase(config.database);
  const { applied } = await migrateToLatest(database.db, database.engine);
  logger.info({ engine: database.engine, applied }, 'database ready');

  const email = createEmailService({
    transport: createEmailTransport({ smtpUrl: config.email.smtpUrl, outboxDir: config.email.outboxDir, logger }),
    from: config.email.from,
    appName: config.appName,
    appUrl: config.publicUrl,
    logger,
  });
  const credits = new CreditService({ db: database.db, engine: database.engine, config: config.credits });
  const seeded = await credits.seedGiftCodes(config.credits.giftCodes);
  if (seeded.length > 0) logger.info({ codes: seeded }, 'gift codes added');
  const auth = createAuth({
    config,
    db: database.db,
    engine: database.engine,
    email,
    logger,
    onUserCreated: (userId) => credits.balance(userId),
  });
  const corpus = await ensureBibleCorpus({ dataDir: config.dataDir, logger });
  const bibleCorpus = openCorpus(corpus.file);
  const bible = new BibleService(bibleCorpus);
  const metrics = new Metrics({ processMetrics: true });
  const ai = new AiEngine({ db: database.db, bible, config, logger, metrics });
  logger.info({ responder: ai.responderKind, model: config.ai.model?.name ?? null }, ai.responderKind === 'model' ? 'AI model configured' : 'no AI model configured: the offline Scripture responder answers');
  const chat = new ChatService({ db: database.db, credits, ai, appName: config.appName, logger, metrics });
  const app = createApp({ config, database, auth, bible, logger, credits, chat, metrics });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    logger.info({ url: config.publicUrl, port: info.port, dataDir: config.dataDir }, `${config.appName} is listening`);
  });

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    shutDownGracefully({
      server: server as Server,
      closeResources: async () => {
        // Replies being written when the signal came are finished and stored first.
        await chat.drain();
        bibleCorpus.close();
        await database.close();
      },
      timeoutMs: config.shutdownTimeoutMs,
      logger,
    })
      .then(() => {
        logger.info('shutdown complete');
        process.exit(0);
      })
      .catch((error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

function loadConfigOrExit() {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

main().catch((error: unknown) => {
  console.error('Failed to start:', error);
  process.exit(1);
});
