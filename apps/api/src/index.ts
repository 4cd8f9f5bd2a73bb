export { createApp, type CreateAppOptions } from './app';
export { openDatabase, StartupError, type Db, type OpenDatabaseOptions } from './db';
export { startServer, type RunningServer, type StartServerOptions } from './server';
