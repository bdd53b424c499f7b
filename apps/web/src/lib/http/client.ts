import axios, {
  type AxiosError,
  type AxiosInstance,
  type AxiosResponse,
  type CreateAxiosDefaults,
  type InternalAxiosRequestConfig,
} from 'axios';
import {
  ACCESS_TOKEN_HEADER,
  CLIENT_HEADER,
  COMPANY_PROFILE_NAME_HEADER,
  COMPANY_PROFILE_UUID_HEADER,
  EXPIRY_HEADER,
  FBC_HEADER,
  FBP_HEADER,
  isDeviceLoggedOutBody,
  PLATFORM_HEADER,
  PLATFORM_HEADER_VALUE,
  receivedErrorSchema,
  TOKEN_TYPE_HEADER,
  UID_HEADER,
  REQUEST_TIMEOUT_MS,
  SECONDARY_PROFILE_TOKEN_HEADER,
} from '@kaizen/contracts';
import { readCookie as readBrowserCookie } from '../device/cookies';
import { localStore, readJson, type KeyValueStore } from '../storage';
import { StorageKey } from '../storage-keys';
import { API_BASE } from './api-base';
import { reportFailedCall, reportResponseAnomaly } from '../telemetry';
import { inspectResponse, type Inspection } from './response-inspector';
import {
  GENERIC_ERROR_MESSAGE,
  OFFLINE_MESSAGE,
  RequestError,
  TIMEOUT_MESSAGE,
} from './request-error';
import { sessionExpiredHandler, type SessionExpiredHandler } from './session-expiry';
import {
  readStoredSession,
  refreshSessionFromHeaders,
  removeStoredSession,
} from './stored-session';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Skip the SPEC §4 session-expiry redirect for this call (the logout call itself). */
    skipSessionExpiry?: boolean;
  }
}

interface HttpClientOptions {
  store?: KeyValueStore;
  readCookie?: (name: string) => string | undefined;
  /** Called after the stored token is removed on 401 or 403 device-logged-out (SPEC §4). */
  onSessionExpired?: () => SessionExpiredHandler | undefined;
  adapter?: CreateAxiosDefaults['adapter'];
  /** SPEC §5: someone else's sensitive data arrived from an endpoint not on the allow-list. */
  onAnomaly?: (inspection: Inspection) => void;
  /** The SPEC §7 platform value; the clinician workspace sends its own (issue 13). */
  platform?: string;
  /** Every failed call but a cancelled one (the error reports pick server faults, issue 15). */
  onFailedCall?: (failure: RequestError, method: string | undefined) => void;
}

interface CompanyDetails {
  name?: string;
  uuid?: string;
}

/** SPEC §4: 401, or 403 whose body says this device was logged out, ends the session. */
function endsSession(error: AxiosError): boolean {
  const status = error.response?.status;
  return status === 401 || (status === 403 && isDeviceLoggedOutBody(error.response?.data));
}

/**
 * A 401 for a token the device has replaced since the request left (a newer one arrived in the
 * meantime) is about that token only: the session the device holds now still stands.
 */
function refusedReplacedToken(error: AxiosError, store: KeyValueStore): boolean {
  if (error.response?.status !== 401) return false;
  const sent = error.config?.headers?.get(ACCESS_TOKEN_HEADER);
  const stored = readStoredSession(store)?.[ACCESS_TOKEN_HEADER];
  return typeof sent === 'string' && stored !== undefined && sent !== stored;
}

/** Every failure leaves the client as a RequestError carrying the messages to show. */
function toRequestError(error: AxiosError): RequestError {
  const common = { url: error.config?.url, cause: error };
  if (axios.isCancel(error) || error.code === 'ERR_CANCELED') {
    return new RequestError({ kind: 'cancelled', messages: [], ...common });
  }
  if (!error.response) {
    const timedOut = error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT';
    return new RequestError({
      kind: timedOut ? 'timeout' : 'network',
      messages: [timedOut ? TIMEOUT_MESSAGE : OFFLINE_MESSAGE],
      ...common,
    });
  }
  const body = receivedErrorSchema.safeParse(error.response.data).data;
  const messages = body && body.errors.length > 0 ? body.errors : [GENERIC_ERROR_MESSAGE];
  return new RequestError({
    kind: 'http',
    status: error.response.status,
    messages,
    code: body?.code,
    fields: body?.fields,
    body: error.response.data,
    ...common,
  });
}

export function createHttpClient(options: HttpClientOptions = {}): AxiosInstance {
  const store = options.store ?? localStore;
  const cookie = options.readCookie ?? ((name: string) => readBrowserCookie(name));
  const client = axios.create({
    baseURL: API_BASE,
    timeout: REQUEST_TIMEOUT_MS,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    ...(options.adapter ? { adapter: options.adapter } : {}),
  });

  // SPEC §7 request headers: session, marketing cookies, secondary token, company, platform.
  client.interceptors.request.use((config: InternalAxiosRequestConfig) => {
    const session = readStoredSession(store);
    const company = readJson<CompanyDetails>(store, StorageKey.companyDetails) ?? {};
    const headers: Record<string, string | undefined> = {
      [ACCESS_TOKEN_HEADER]: session?.[ACCESS_TOKEN_HEADER],
      [EXPIRY_HEADER]: session?.expiry,
      [UID_HEADER]: session?.uid,
      [CLIENT_HEADER]: session?.client,
      [TOKEN_TYPE_HEADER]: session?.[TOKEN_TYPE_HEADER],
      [FBP_HEADER]: cookie('_fbp'),
      [FBC_HEADER]: cookie('_fbc'),
      [SECONDARY_PROFILE_TOKEN_HEADER]: store.getItem(StorageKey.secondaryToken) ?? undefined,
      [COMPANY_PROFILE_UUID_HEADER]: session?.[COMPANY_PROFILE_UUID_HEADER] ?? company.uuid,
      [COMPANY_PROFILE_NAME_HEADER]: session?.[COMPANY_PROFILE_NAME_HEADER] ?? company.name,
      [PLATFORM_HEADER]: options.platform ?? PLATFORM_HEADER_VALUE,
    };
    for (const [name, value] of Object.entries(headers)) {
      // A header set by the caller (e.g. jwt-token for decode-token) wins.
      if (value && !config.headers.has(name)) config.headers.set(name, value);
    }
    return config;
  });

  const inspect = (response: AxiosResponse) => {
    const email = readStoredSession(store)?.uid;
    if (!email || !response.config.url) return;
    const result = inspectResponse(response.config.url, response.data, { email });
    if (result.anomaly) options.onAnomaly?.(result);
  };

  const refresh = (response: AxiosResponse | undefined) => {
    if (response) refreshSessionFromHeaders(response.headers as Record<string, unknown>, store);
  };

  client.interceptors.response.use(
    (response) => {
      refresh(response);
      inspect(response);
      return response;
    },
    (error: unknown) => {
      if (!axios.isAxiosError(error)) return Promise.reject(error);
      const failure = toRequestError(error);
      // SPEC §7: a cancelled request is ignored silently; only its caller learns of it.
      if (failure.kind === 'cancelled') return Promise.reject(failure);
      options.onFailedCall?.(failure, error.config?.method);
      refresh(error.response);
      // The selected member is not this account's here any more: forget the token, so the
      // next request acts for the account holder (the caller still sees the refusal).
      if (failure.code === 'profile_not_available') {
        store.removeItem(StorageKey.secondaryToken);
      }
      if (endsSession(error) && !refusedReplacedToken(error, store)) {
        removeStoredSession(store);
        if (!error.config?.skipSessionExpiry) options.onSessionExpired?.()?.(failure);
      }
      return Promise.reject(failure);
    },
  );
  return client;
}

/** The one HTTP client of the web app. */
export const http = createHttpClient({
  onSessionExpired: sessionExpiredHandler,
  onAnomaly: reportResponseAnomaly,
  onFailedCall: (failure, method) =>
    reportFailedCall({ kind: failure.kind, status: failure.status, url: failure.url, method }),
});
