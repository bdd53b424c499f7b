export * from './types';
export * from './phq';
export * from './gad';
export * from './who5';
export * from './k10';
export * from './cssrs';
export * from './scoring';
export * from './api';
