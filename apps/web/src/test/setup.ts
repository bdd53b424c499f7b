import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import axios, { AxiosError } from 'axios';
import { afterEach } from 'vitest';

// Unit tests never reach the network: a request no test answered fails at once, as it would
// offline. jsdom would otherwise try the real address and fail later, possibly after the file had
// ended, and a log from that failure then races the worker's shutdown (Vitest reports it as an
// unhandled error and fails the run). Tests that answer requests pass their own adapter.
axios.defaults.adapter = (config) =>
  Promise.reject(new AxiosError('Network Error', AxiosError.ERR_NETWORK, config));

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
