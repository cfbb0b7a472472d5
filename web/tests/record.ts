// What the spectator checks compare against: per deal of a finished game's
// EGN record, the up-card, every card dealt, and the cards played in order.
export interface DealCards {
  upCard: string | null;
  dealt: Set<string>;
  plays: string[];
}

interface EgnDeal {
  initialState?: { upCard?: string; playerCards?: string[][] };
  phases?: { type?: string; tricks?: string[][] }[];
}

export function dealsOf(record: unknown): DealCards[] {
  const deals = (record as { deals?: EgnDeal[] }).deals ?? [];
  return deals.map((d) => ({
    upCard: d.initialState?.upCard ?? null,
    dealt: new Set((d.initialState?.playerCards ?? []).flat()),
    plays: (d.phases ?? []).flatMap((p) => (p.tricks ?? []).flat()),
  }));
}

const cardPattern = /"((?:[2-9TJQKA][cdhs])|B)"/g;

// Every card text quoted in a JSON text.
export function cardsIn(text: string): string[] {
  return Array.from(text.matchAll(cardPattern), (m) => m[1] ?? "");
}
