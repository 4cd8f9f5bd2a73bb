export { createApp, type CreateAppOptions } from './app';
export { openDatabase, StartupError, type OpenDatabaseOptions } from './storage/database';
export type { Db } from './storage/sqlite';
export { startServer, type RunningServer, type StartServerOptions } from './server';
