// The page follows an `elsewhere` only to its own server's host or to one
// of the instances its server named in its welcome (docs/scale.md): an
// address from a lease row anyone could write is not followed, and the
// person's token stays home. The check alone, without a browser.
import assert from "node:assert/strict";
import { test } from "node:test";
import { mayFollow } from "../src/follow_check";

const home = "ws://cards.example:8080/ws";
const listed = ["ws://a.cards.example:8080/ws", "wss://b.cards.example/ws"];

test("an instance the server named, or the page's own host, is followed", () => {
  assert.equal(mayFollow("ws://a.cards.example:8080/ws", home, listed, false), true);
  assert.equal(mayFollow("wss://b.cards.example/ws", home, listed, true), true);
  assert.equal(mayFollow("ws://cards.example:8080/ws", home, [], false), true);
  assert.equal(mayFollow("wss://cards.example:8080/ws", "wss://cards.example:8080/ws", [], true), true);
});

test("any other address is not, however it is spelled", () => {
  for (const url of [
    "ws://collector.example:9/ws",
    "ws://a.cards.example:8081/ws", // another port: another server
    "ws://a.cards.example:8080/ws/", // not the listed text
    "ws://cards.example:8080@collector.example/ws",
    "ws://user:pw@cards.example:8080/ws",
    "ws://cards.example.collector.example:8080/ws",
    "http://cards.example:8080/ws",
    "javascript:alert(1)",
    "",
    "not a url",
  ]) {
    assert.equal(mayFollow(url, home, listed, false), false, url);
  }
  assert.equal(mayFollow("ws://collector.example:9/ws", home, [], false), false);
});

test("from a secure page only wss: is followed", () => {
  assert.equal(mayFollow("ws://a.cards.example:8080/ws", home, listed, true), false);
  assert.equal(mayFollow("ws://cards.example:8080/ws", "wss://cards.example:8080/ws", [], true), false);
});
