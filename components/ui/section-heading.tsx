export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  centered = true,
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  centered?: boolean;
}) {
  return (
    <div className={centered ? "section-heading centered" : "section-heading"}>
      {eyebrow ? <p>{eyebrow}</p> : null}
      <h2 id={id}>{title}</h2>
      {intro ? <p>{intro}</p> : null}
    </div>
  );
}
