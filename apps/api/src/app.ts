import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import path from 'node:path';
import type { Writable } from 'node:stream';
import type { AppConfig } from './config.ts';
import { openDatabase, type Database, type Db } from './db/client.ts';
import { randomToken } from './lib/crypto.ts';
import { createBackgroundJobs, type BackgroundJobs } from './lib/background-jobs.ts';
import { serializeRequest } from './lib/log-redaction.ts';
import { responseSerializerCompiler } from './lib/response-serializer.ts';
import { createMailer, type Mailer } from './lib/mailer.ts';
import { authPlugin } from './plugins/auth.ts';
import { errorsPlugin, frameworkErrors } from './plugins/errors.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { corsPlugin } from './plugins/cors.ts';
import { webAppPlugin } from './plugins/web-app.ts';
import { COMPRESSION } from './plugins/compression.ts';
import { createStorage, type Storage } from './lib/storage.ts';
import { todayIso } from './lib/dates.ts';
import type { ServiceContext } from './lib/service-context.ts';
import { settingOnce } from './modules/system/settings.service.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { departmentsRoutes } from './modules/departments/departments.routes.ts';
import { rolesRoutes } from './modules/roles/roles.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { securityLogRoutes } from './modules/security-log/security-log.routes.ts';
import { realtimePlugin } from './plugins/realtime.ts';
import { pushPlugin } from './modules/push/push-delivery.service.ts';
import { pushRoutes } from './modules/push/push.routes.ts';
import { notificationsDeliveryPlugin } from './modules/notifications/notifications-delivery.service.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { clientsRoutes } from './modules/clients/clients.routes.ts';
import { projectsRoutes } from './modules/projects/projects.routes.ts';
import { stagesRoutes } from './modules/stages/stages.routes.ts';
import { stageActivitiesRoutes } from './modules/stage-activities/stage-activities.routes.ts';
import { filesRoutes } from './modules/files/files.routes.ts';
import { uploadThrottle } from './modules/files/files-throttle.routes.ts';
import { taskFileOwner } from './modules/tasks/task-files.service.ts';
import { ticketFileOwner } from './modules/tickets/ticket-files.service.ts';
import { tasksRoutes } from './modules/tasks/tasks.routes.ts';
import { subtasksRoutes } from './modules/subtasks/subtasks.routes.ts';
import { microTasksRoutes } from './modules/micro-tasks/micro-tasks.routes.ts';
import { ticketsRoutes } from './modules/tickets/tickets.routes.ts';
import { ticketRecordsRoutes } from './modules/tickets/ticket-records.routes.ts';
import { meetingsRoutes } from './modules/meetings/meetings.routes.ts';
import { ragRoutes } from './modules/rag/rag.routes.ts';
import { ragFileOwner } from './modules/rag/rag.service.ts';
import { postFileOwner } from './modules/information-board/information-board-files.service.ts';
import { maintenanceRequestFileOwner } from './modules/vehicles/maintenance-request-photos.service.ts';
import { recordFileOwner } from './modules/vehicles/maintenance-records.service.ts';
import { informationBoardRoutes } from './modules/information-board/information-board.routes.ts';
import { ideasRoutes } from './modules/ideas/ideas.routes.ts';
import { homeRoutes } from './modules/home/home.routes.ts';
import { vehiclesRoutes } from './modules/vehicles/vehicles.routes.ts';
import { maintenanceRequestsRoutes } from './modules/vehicles/maintenance-requests.routes.ts';
import { maintenanceRecordsRoutes } from './modules/vehicles/maintenance-records.routes.ts';
import { selfAssignedRoutes } from './modules/self-assigned/self-assigned.routes.ts';
import { reportsRoutes } from './modules/reports/reports.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    db: Db;
    mailer: Mailer;
    jobs: BackgroundJobs;
    storage: Storage;
    /** What every service receives first (lib/service-context.ts). */
    ctx: ServiceContext;
  }
}

/** The whole server, built from its configuration; main.ts listens on it and the tests inject into it. */
export async function buildApp(
  config: AppConfig,
  opts: { database?: Database; /** Where the log goes instead of stdout (tests read it). */ logStream?: Writable } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-xsrf-token"]'],
            // Reset tokens and device registrations travel in URLs: the request log keeps them redacted.
            serializers: { req: serializeRequest },
            ...(opts.logStream ? { stream: opts.logStream } : {}),
          },
    trustProxy: config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
    frameworkErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  // Compiled from each route's zod response schema; the test suites also check every answer against zod itself.
  app.setSerializerCompiler(responseSerializerCompiler({ verify: process.env.NODE_ENV === 'test' }));

  const database = opts.database ?? (await openDatabase(config));
  if (!opts.database) await database.migrate();
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate(
    'mailer',
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
      log: app.log,
    }),
  );
  app.decorate('storage', createStorage(path.join(config.dataDir, 'uploads')));
  app.decorate('jobs', createBackgroundJobs(app.log));
  app.addHook('preClose', () => app.jobs.close());
  if (!opts.database) app.addHook('onClose', () => database.close());
  const appKey = config.appKey ?? (await settingOnce(database.db, 'app_key', () => randomToken(48)));

  // Security headers first, so that every answer carries them, the access check's 401/403/419 included; then the
  // error policy and access control, whose hooks must see every route registered after them.
  await app.register(securityHeadersPlugin);
  // The native app's cross-origin requests: its preflights are answered before the access check sees them.
  await app.register(corsPlugin);
  await app.register(errorsPlugin);
  await app.register(fastifyCookie);
  await app.register(authPlugin, { appKey, cookieSecure: config.cookieSecure });

  // External plugins.
  await app.register(fastifyCompress, COMPRESSION);
  await app.register(fastifyMultipart, { limits: { fileSize: 10 * 1024 * 1024, files: 10 } });
  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Gestora API', version: '0.1.0', description: 'API de Gestora' } },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });

  // Real time and push before the modules: any module's notification is delivered through them.
  await app.register(realtimePlugin);
  await app.register(pushPlugin);
  await app.register(notificationsDeliveryPlugin);
  app.decorate('ctx', {
    db: app.db,
    realtime: app.realtime,
    storage: app.storage,
    mailer: app.mailer,
    log: app.log,
    appUrl: config.appUrl,
    today: () => todayIso(config.orgTimezone),
    timeZone: config.orgTimezone,
    currency: config.orgCurrency,
    deliver: app.deliveries.deliver,
    uploads: config.uploads,
  });

  // Every module, listed here so a reader finds them all in one place.
  await app.register(systemRoutes);
  await app.register(authRoutes);
  await app.register(departmentsRoutes);
  await app.register(rolesRoutes);
  await app.register(usersRoutes);
  await app.register(profileRoutes);
  await app.register(securityLogRoutes);
  await app.register(notificationsRoutes);
  await app.register(pushRoutes);
  await app.register(clientsRoutes);
  await app.register(projectsRoutes);
  await app.register(stagesRoutes);
  await app.register(stageActivitiesRoutes);
  // Every module that attaches files answers for its own downloads.
  app.decorate('fileOwners', [
    taskFileOwner,
    ticketFileOwner,
    ragFileOwner,
    postFileOwner,
    maintenanceRequestFileOwner,
    recordFileOwner,
  ]);
  app.decorate('throttleUpload', uploadThrottle(app));
  await app.register(filesRoutes);
  await app.register(tasksRoutes);
  await app.register(subtasksRoutes);
  await app.register(microTasksRoutes);
  await app.register(ticketsRoutes);
  await app.register(ticketRecordsRoutes);
  await app.register(meetingsRoutes);
  await app.register(ragRoutes);
  await app.register(informationBoardRoutes);
  await app.register(ideasRoutes);
  await app.register(homeRoutes);
  await app.register(vehiclesRoutes);
  await app.register(maintenanceRequestsRoutes);
  await app.register(maintenanceRecordsRoutes);
  await app.register(selfAssignedRoutes);
  await app.register(reportsRoutes);

  await app.register(webAppPlugin, { dist: config.webDist });
  return app;
}
