// Which `elsewhere` addresses the page follows with the person's token
// (docs/scale.md, "The page follows only the operator's instances"): one on
// the page's own server's host, or one of the instances that server named
// in its welcome. An address from anywhere else (a lease row anyone who can
// write the database could cause) is not followed: the person reads the
// server's words instead. Free of the DOM, so it is tested alone.

// `url`: the address named; `home`: the page's own server's WebSocket
// (ws[s]://host/ws); `instances`: the list of home's welcome; `secure`: the
// page came over https (a ws: address would be refused by the browser).
export function mayFollow(url: string, home: string, instances: readonly string[], secure: boolean): boolean {
  let target: URL;
  let own: URL;
  try {
    target = new URL(url);
    own = new URL(home);
  } catch {
    return false;
  }
  if (target.protocol !== "wss:" && (secure || target.protocol !== "ws:")) return false;
  if (target.username !== "" || target.password !== "") return false;
  return target.host === own.host || instances.includes(url);
}
