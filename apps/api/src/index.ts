export { createApp, type CreateAppOptions } from './app';
export { openDatabase, StartupError, type Db, type OpenDatabaseOptions } from './storage/database';
export { startServer, type RunningServer, type StartServerOptions } from './server';
