import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { SERVED_FROM_CACHE_QUESTION } from './sw-protocol';

/**
 * - online: nothing to say;
 * - offline: the browser has no connection (TanStack Query's onlineManager, which the entry
 *   starts from navigator.onLine and which follows the browser's online and offline events);
 * - cached-copy: the browser claims a connection, but the service worker had to answer this
 *   document from its cache (the network failed or took longer than 3 s).
 */
export type ConnectionState = 'online' | 'offline' | 'cached-copy';

let servedFromCache = false;
const cacheListeners = new Set<() => void>();

function getSnapshot(): ConnectionState {
  if (!onlineManager.isOnline()) return 'offline';
  return servedFromCache ? 'cached-copy' : 'online';
}

/** Prerendered HTML assumes a connection; the browser's answer follows right after hydration. */
function getServerSnapshot(): ConnectionState {
  return 'online';
}

function subscribe(listener: () => void): () => void {
  cacheListeners.add(listener);
  const unsubscribe = onlineManager.subscribe((online) => {
    // Back online: the copy on screen is no longer the news, the next page load is fresh.
    if (online) servedFromCache = false;
    listener();
  });
  return () => {
    cacheListeners.delete(listener);
    unsubscribe();
  };
}

export function useConnection(): ConnectionState {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}

/**
 * Asks the service worker controlling this document whether it answered it from its cache; a
 * 'yes' turns the state to 'cached-copy'. No controller (first visit, or no support): nothing.
 */
export async function checkServedFromCache(): Promise<void> {
  const worker = navigator.serviceWorker?.controller;
  if (!worker) return;
  const channel = new MessageChannel();
  const answer = new Promise<boolean>((resolve) => {
    channel.port1.onmessage = (event: MessageEvent<unknown>) => resolve(event.data === true);
    // A worker from before this question existed never answers.
    setTimeout(() => resolve(false), 3000);
  });
  worker.postMessage(SERVED_FROM_CACHE_QUESTION, [channel.port2]);
  if (await answer) {
    servedFromCache = true;
    for (const listener of cacheListeners) listener();
  }
  channel.port1.close();
}
