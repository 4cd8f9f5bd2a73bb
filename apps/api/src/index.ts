export { createApp, type CreateAppOptions } from './app';
export { openDatabase, type Db, type OpenDatabaseOptions } from './db';
export { startServer, type RunningServer, type StartServerOptions } from './server';
