// Optional sounds, made on the spot with WebAudio (no sound files): a card
// laid on the table (a short soft tap), your turn (two rising notes), a trick
// taken (a low sweep; brighter when your side took it). Off with the
// header's Sound box, which the browser keeps (prefs.ts). Browsers let a
// page make sound only after the person has clicked or pressed a key in it.
type Kind = "card" | "turn" | "trick-ours" | "trick-theirs";

let ctx: AudioContext | null = null;
let enabled = false;

export function setSound(on: boolean): void {
  enabled = on;
}

// The audio context exists once the person has clicked or pressed a key
// (before that, browsers refuse to start one).
function context(create = false): AudioContext | null {
  if (!enabled || typeof AudioContext === "undefined") return null;
  if (!ctx && create) ctx = new AudioContext();
  if (!ctx) return null;
  if (ctx.state === "suspended") void ctx.resume().catch(() => undefined);
  return ctx.state === "running" ? ctx : null;
}

function tone(c: AudioContext, freq: number, at: number, length: number, volume: number, type: OscillatorType = "sine", slideTo?: number): void {
  const osc = c.createOscillator();
  const gain = c.createGain();
  osc.type = type;
  osc.frequency.setValueAtTime(freq, at);
  if (slideTo) osc.frequency.exponentialRampToValueAtTime(slideTo, at + length);
  gain.gain.setValueAtTime(0.0001, at);
  gain.gain.exponentialRampToValueAtTime(volume, at + 0.01);
  gain.gain.exponentialRampToValueAtTime(0.0001, at + length);
  osc.connect(gain).connect(c.destination);
  osc.start(at);
  osc.stop(at + length + 0.02);
}

function tap(c: AudioContext, at: number): void {
  // A burst of filtered noise: a card on cloth.
  const length = 0.06;
  const buffer = c.createBuffer(1, Math.ceil(c.sampleRate * length), c.sampleRate);
  const data = buffer.getChannelData(0);
  for (let i = 0; i < data.length; ++i) data[i] = (Math.random() * 2 - 1) * (1 - i / data.length) ** 2;
  const src = c.createBufferSource();
  src.buffer = buffer;
  const filter = c.createBiquadFilter();
  filter.type = "bandpass";
  filter.frequency.value = 1800;
  const gain = c.createGain();
  gain.gain.value = 0.35;
  src.connect(filter).connect(gain).connect(c.destination);
  src.start(at);
}

export function play(kind: Kind): void {
  const c = context();
  if (!c) return;
  const t = c.currentTime + 0.01;
  switch (kind) {
    case "card":
      tap(c, t);
      break;
    case "turn":
      tone(c, 660, t, 0.14, 0.12);
      tone(c, 880, t + 0.12, 0.2, 0.12);
      break;
    case "trick-ours":
      tone(c, 520, t, 0.25, 0.08, "triangle", 780);
      break;
    case "trick-theirs":
      tone(c, 330, t, 0.25, 0.06, "triangle", 250);
      break;
  }
}

// The first click or key of the page allows sound from then on.
export function unlockOnGesture(): void {
  const unlock = (): void => { if (enabled) context(true); };
  window.addEventListener("pointerdown", unlock, { passive: true });
  window.addEventListener("keydown", unlock);
}
