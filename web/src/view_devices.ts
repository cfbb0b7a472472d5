// One person on several devices (docs/server.md, "Another device"): a
// one-time code (and a link carrying it) signs another device in as this
// person; every other device can be signed out. The token itself never
// leaves the browser it was given to.
import { h } from "./dom";
import type { Model } from "./model";
import type { Ui } from "./ui";

function codeLink(code: string): string {
  const url = new URL(window.location.href);
  url.search = "";
  url.searchParams.set("code", code);
  return url.href;
}

export function devicesView(m: Model, ui: Ui): HTMLElement {
  const s = m.signin && m.signin.until > Date.now() ? m.signin : null;
  return h("div", { class: "devices" },
    h("h3", {}, "Your other devices"),
    s ? h("p", { class: "signin-code" }, "On the other device, open ", h("a", { href: codeLink(s.code) }, codeLink(s.code)),
      " or type the code ", h("strong", { class: "code" }, s.code), `. It works once, for ${s.minutes} minutes.`)
      : h("p", {}, "Play as yourself on a phone or another computer: your games, evenings and seats come along."),
    h("p", { class: "device-actions" },
      h("button", { type: "button", class: "signin-make", "data-focus": "signin-make", onclick: () => { ui.send({ type: "signin_code" }); } },
        s ? "A new code" : "Sign in on another device"),
      h("button", { type: "button", class: "secondary signout-devices", "data-focus": "signout-devices",
        onclick: () => { ui.send({ type: "signout_devices" }); } }, "Sign out my other devices")),
    m.devicesSignedOut ? h("p", { role: "status" }, "Your other devices are signed out; this one stays.") : null);
}
