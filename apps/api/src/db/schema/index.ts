export * from './core';
export * from './people';
export * from './system';
export * from './registers';
