export * from './auth';
export * from './administrators';
export * from './content';
export * from './visitors';
export * from './cache';
export * from './activity';
export * from './analytics';
export * from './intake';
