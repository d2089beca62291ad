// Optional dependencies that package-lock.json does not name anywhere npm would look for them.
export function missingOptionalDependencies(lock) {
  const missing = new Map();
  for (const [location, entry] of Object.entries(lock.packages)) {
    for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
      const places = [];
      for (let base = location; ;) {
        places.push(`${base ? `${base}/` : ''}node_modules/${name}`);
        if (!base) break;
        const cut = base.lastIndexOf('/node_modules/');
        base = cut === -1 ? '' : base.slice(0, cut);
      }
      if (!places.some((place) => lock.packages[place])) missing.set(`node_modules/${name}`, version);
    }
  }
  return missing;
}
