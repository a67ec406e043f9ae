export * from './users.ts';
export * from './payments.ts';
export * from './learning.ts';
export * from './site.ts';
export * from './exam.ts';
export * from './fares.ts';
export * from './maps.ts';
