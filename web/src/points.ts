// A deal's expected points as the expert's hint, a lesson's figures and the
// practice game's notice write them: a sign always, a real minus, two decimals.
export function signedPoints(points: number): string {
  return `${points >= 0 ? "+" : "−"}${Math.abs(points).toFixed(2)}`;
}
