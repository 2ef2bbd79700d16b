import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { scaleConnection, type ScaleMessage } from './scale-connection';
import { ScaleButton } from './scale-button';
import { ScaleStateText } from './scale-state-text';
import { useScaleLatest, useScaleStatus } from './use-scale-snapshot';

export type ScaleQuantity = 'mg' | 'milliCarats';

/** F10 (and Alt+W) on a focused weight field takes the scale's reading, as the button does. */
export function isScaleKey(event: KeyboardEvent): boolean {
  return event.key === 'F10' || (event.altKey && !event.ctrlKey && event.code === 'KeyW');
}

/**
 * A weight field's link to the scale: the button for its right section, the
 * key, and the words of the last take. Null button where Web Serial is
 * missing: the field works as it always did.
 */
export function useScaleTake({ quantity, onTake, disabled = false }: { quantity: ScaleQuantity; onTake: (value: number) => void; disabled?: boolean }): {
  button: ReactNode;
  message: ReactNode;
  clearMessage: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
} {
  const supported = useScaleStatus() !== 'unsupported' && !disabled;
  const [message, setMessage] = useState<ScaleMessage | null>(null);
  const [connectOpened, setConnectOpened] = useState(false);
  const onTakeRef = useRef(onTake);
  onTakeRef.current = onTake;
  const taking = useRef(false);
  const latest = useScaleLatest(message?.state === 'waiting');

  useEffect(() => {
    if (supported) void scaleConnection.resumeRemembered();
  }, [supported]);

  const take = async () => {
    if (!supported || taking.current) return;
    taking.current = true;
    setMessage({ state: 'waiting' });
    try {
      const result = await scaleConnection.takeStable();
      if (result.state === 'stable') {
        setMessage(null);
        onTakeRef.current(quantity === 'mg' ? result.mg : result.milliCarats);
      } else {
        setMessage(result);
        if (result.state === 'notConnected' || result.state === 'disconnected' || result.state === 'unparsed') setConnectOpened(true);
      }
    } finally {
      taking.current = false;
    }
  };

  return {
    button: supported ? (
      <ScaleButton onTake={() => void take()} connectOpened={connectOpened} onConnectOpenedChange={setConnectOpened} waiting={message?.state === 'waiting'} />
    ) : null,
    message: message ? <ScaleStateText message={message} live={latest?.reading} /> : null,
    clearMessage: () => setMessage(null),
    onKeyDown: (event) => {
      if (!supported || !isScaleKey(event)) return;
      event.preventDefault();
      void take();
    },
  };
}
