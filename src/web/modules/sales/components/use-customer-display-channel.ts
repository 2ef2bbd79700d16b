import { useEffect, useState } from 'react';
import { customerDisplayChannel, heldForMs, idleView, nextShown, readDisplayMessage, type DisplayLocale, type DisplayMessage, type DisplayView, type ShownView } from './customer-display-messages';

interface ChannelState {
  shown: ShownView;
  /** The POS's last word (a held thank-you gives way to it). */
  latest: DisplayView;
  /** The counter's language, once the POS has spoken. */
  posLocale: DisplayLocale | null;
}

/**
 * The display's end of the channel: it asks the POS for the current view on
 * opening (a cart already begun, a POS that reloaded answers the same way),
 * then follows what the POS sends.
 */
export function useCustomerDisplayChannel(): { view: DisplayView; posLocale: DisplayLocale | null } {
  const [state, setState] = useState<ChannelState>({ shown: { view: idleView, since: 0 }, latest: idleView, posLocale: null });
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(customerDisplayChannel);
    channel.onmessage = (event: MessageEvent) => {
      const message = readDisplayMessage(event.data);
      if (message?.type !== 'show') return;
      setState((was) => ({ shown: nextShown(was.shown, message.view, Date.now()), latest: message.view, posLocale: message.locale }));
    };
    const ask: DisplayMessage = { type: 'ask' };
    channel.postMessage(ask);
    return () => channel.close();
  }, []);
  // A thank-you held over an empty new sale gives way once its time is over.
  useEffect(() => {
    const wait = heldForMs(state.shown, state.latest, Date.now());
    if (wait === null) return;
    const timer = window.setTimeout(() => setState((was) => ({ ...was, shown: nextShown(was.shown, was.latest, Date.now()) })), wait + 1);
    return () => window.clearTimeout(timer);
  }, [state]);
  return { view: state.shown.view, posLocale: state.posLocale };
}
