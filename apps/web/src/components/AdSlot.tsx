import type { AdSlotConfig, HouseAd } from "@fable/contract";
import { useEffect, useReducer } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import {
  AD_LOAD_TIMEOUT_MS,
  type AdSlotState,
  adSlotVisible,
  isExternalLink,
  type ListAd,
  nextAdSlotState,
} from "../lib/adSlot";

/** The slot's state machine, started on mount and failed if nothing loaded within 10 s. */
function useAdSlotState() {
  const [state, dispatch] = useReducer(nextAdSlotState, "init" as AdSlotState);
  useEffect(() => {
    dispatch("start");
    const timer = window.setTimeout(() => dispatch("timeout"), AD_LOAD_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, []);
  useEffect(() => {
    if (state === "success") dispatch("shown");
  }, [state]);
  return [state, dispatch] as const;
}

const scripts = new Map<string, Promise<void>>();

/** Loads the ad network's script once per page, only when AD_WEB_SHOW turned the network on. */
function loadNetworkScript(url: string): Promise<void> {
  let loading = scripts.get(url);
  if (!loading) {
    loading = new Promise((resolve, reject) => {
      const script = document.createElement("script");
      script.src = url;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => reject(new Error("ad script failed"));
      document.head.append(script);
    });
    scripts.set(url, loading);
  }
  return loading;
}

/**
 * One ad in a bot list, in place of a card (docs/product.md#ads): the operator's house ad, or an
 * ad-network slot. It shows once loaded and is hidden for good on failure or after 10 s without a load.
 */
export function AdSlot({ ad }: { ad: ListAd }) {
  const { t } = useTranslation();
  const [state, dispatch] = useAdSlotState();
  useEffect(() => {
    if (ad.kind !== "network") return;
    let live = true;
    loadNetworkScript(ad.scriptUrl).then(
      () => {
        if (!live) return;
        // The network fills the element named by the slot; it hears of the slot through this event.
        window.dispatchEvent(new CustomEvent("fable:ad-slot", { detail: ad.slot }));
        dispatch("loaded");
      },
      () => live && dispatch("error"),
    );
    return () => {
      live = false;
    };
  }, [ad, dispatch]);

  if (!adSlotVisible(state)) return null;
  const shown = state === "ready" || state === "success";
  return (
    <li
      data-testid="list-ad"
      data-ad-state={state}
      data-ad={ad.kind === "house" ? ad.ad.name : ad.slot.id}
      className={shown ? "" : "invisible"}
    >
      {ad.kind === "house" ? (
        <HouseAdCard
          ad={ad.ad}
          sponsored={t("ads.sponsored")}
          onLoad={() => dispatch("loaded")}
          onError={() => dispatch("error")}
        />
      ) : (
        <NetworkSlot slot={ad.slot} />
      )}
    </li>
  );
}

function NetworkSlot({ slot }: { slot: AdSlotConfig }) {
  return (
    <div
      id={slot.slotId}
      data-slot-id={slot.slotId}
      className="overflow-hidden rounded-[12px] border border-border bg-surface"
      style={{ minHeight: slot.size[1] }}
    />
  );
}

function HouseAdCard({
  ad,
  sponsored,
  onLoad,
  onError,
}: {
  ad: HouseAd;
  sponsored: string;
  onLoad: () => void;
  onError: () => void;
}) {
  const body = (
    <>
      <img
        src={ad.image}
        alt={ad.name}
        onLoad={onLoad}
        onError={onError}
        className="aspect-[3/4] w-full rounded-[12px] object-cover"
      />
      <span className="absolute top-2 left-2 rounded-full bg-black/60 px-2 py-0.5 text-xs text-white">
        {sponsored}
      </span>
    </>
  );
  const className =
    "relative block overflow-hidden rounded-[12px] border border-border bg-surface transition hover:border-accent";
  return isExternalLink(ad.jumpTo) ? (
    <a href={ad.jumpTo} target="_blank" rel="noopener noreferrer sponsored" className={className}>
      {body}
    </a>
  ) : (
    <Link to={ad.jumpTo} className={className}>
      {body}
    </Link>
  );
}
