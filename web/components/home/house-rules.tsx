// The house rules and times (anchor #house-rules), as the terms refer to them: the rules as the
// owner wrote them, the times from the stays' hours (the dictionary `t` is filled with them).
import { ClockIcon } from "@/components/ui/icons";
import type { TDictionary } from "@/content/dictionaries";

export function HouseRules({ t, rules }: { t: TDictionary; rules: readonly string[] }) {
  return (
    <section id="house-rules" aria-labelledby="house-rules-title" className="mx-auto max-w-6xl px-4 py-14">
      <h2 id="house-rules-title" className="font-serif text-3xl font-semibold">
        {t.houseRules.title}
      </h2>
      <div className="mt-6 grid gap-8 md:grid-cols-[2fr_1fr]">
        <ul className="list-disc space-y-2 pl-5">
          {rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
        <div className="rounded-lg border bg-card p-5">
          <h3 className="flex items-center gap-2 font-semibold">
            <ClockIcon aria-hidden className="size-5 text-secondary" />
            {t.houseRules.timesTitle}
          </h3>
          <ul className="mt-3 space-y-1.5 text-sm">
            {t.houseRules.times.map((time) => (
              <li key={time}>{time}</li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
