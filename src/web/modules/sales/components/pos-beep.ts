/**
 * The sound of a refused scan: a short low tone made by Web Audio (no file to load or cache), so a
 * cashier looking at the customer, not the screen, hears that the tag was not taken. Silent where the
 * browser has no audio; never throws.
 */
let context: AudioContext | null = null;

export function refusalBeep(): void {
  try {
    const Context = globalThis.AudioContext ?? (globalThis as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Context) return;
    context ??= new Context();
    void context.resume();
    const tone = context.createOscillator();
    const volume = context.createGain();
    tone.type = 'square';
    tone.frequency.value = 330;
    volume.gain.value = 0.08;
    tone.connect(volume).connect(context.destination);
    const now = context.currentTime;
    tone.start(now);
    tone.stop(now + 0.25);
  } catch {
    // No sound is better than a scan field that stops working.
  }
}
