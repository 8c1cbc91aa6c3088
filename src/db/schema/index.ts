export * from './auth';
export * from './administrators';
export * from './content';
export * from './blog';
export * from './visitors';
export * from './cache';
export * from './activity';
