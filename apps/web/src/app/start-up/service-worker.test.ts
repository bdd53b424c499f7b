import { afterEach, describe, expect, it, vi } from 'vitest';
import { appUpdateAvailable, applyAppUpdate } from '../../lib/app-update';
import { watchForUpdates } from './service-worker';

class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  postMessage = vi.fn();
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
}

class FakeContainer extends EventTarget {
  constructor(public controller: object | null) {
    super();
  }
}

const asRegistration = (fake: FakeRegistration) => fake as unknown as ServiceWorkerRegistration;
const asContainer = (fake: FakeContainer) => fake as unknown as ServiceWorkerContainer;

describe('watchForUpdates', () => {
  const reload = vi.fn();
  vi.stubGlobal('location', { ...window.location, reload });
  afterEach(() => reload.mockClear());

  it('offers a release installed while the page runs, and reloads only once accepted', () => {
    const registration = new FakeRegistration();
    const container = new FakeContainer({});
    watchForUpdates(asRegistration(registration), asContainer(container));
    const worker = new FakeWorker();
    registration.installing = worker;
    registration.dispatchEvent(new Event('updatefound'));
    expect(appUpdateAvailable()).toBe(false);
    worker.become('installed');
    expect(appUpdateAvailable()).toBe(true);
    applyAppUpdate();
    expect(worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads for the first install, which takes control by itself', () => {
    const registration = new FakeRegistration();
    const container = new FakeContainer(null);
    watchForUpdates(asRegistration(registration), asContainer(container));
    const worker = new FakeWorker();
    registration.installing = worker;
    registration.dispatchEvent(new Event('updatefound'));
    worker.become('installed');
    container.controller = {};
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).not.toHaveBeenCalled();
    expect(worker.postMessage).not.toHaveBeenCalled();
  });
});
