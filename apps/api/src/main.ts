import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { seed } from './db/seed.ts';
import { seedDemo } from './demo/demo.ts';
import { DEMO_PASSWORD } from './demo/demo-organisation.ts';

const config = loadConfig(process.env, process.argv.includes('--demo') ? { demoData: true } : {});
const app = await buildApp(config);
const admin = await seed(app.db, { email: config.seedAdminEmail, password: config.seedAdminPassword });
const demo = config.demoData ? await seedDemo(app.db, app.log, app.storage) : null;

await app.listen({ port: config.port, host: config.host });
const line = '─'.repeat(64);
console.log(
  `\n${line}\n Gestora en ${config.appUrl}  (base de datos: ${app.database.kind === 'pglite' ? `PGlite en ${config.pgliteDir}` : 'PostgreSQL'})`,
);
if (admin.created) {
  console.log(` Primer administrador: ${admin.email}`);
  console.log(
    admin.password
      ? ` Contraseña generada (se muestra solo esta vez): ${admin.password}`
      : ' Contraseña: la de SEED_ADMIN_PASSWORD',
  );
} else {
  console.log(` Administrador: ${admin.email} (ya existía; su contraseña no cambió)`);
}
if (demo?.created) {
  console.log(
    ` Datos de demostración: ${demo.departments} áreas y ${demo.users} usuarios, contraseña ${DEMO_PASSWORD}`,
  );
  if (demo.projects) console.log(` y ${demo.projects} proyectos con ${demo.tasks} tareas`);
  console.log(' (p. ej. maria.gonzalez@gestora.local, administradora; lucia.fernandez@gestora.local, colaboradora)');
}
console.log(`${line}\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
