// Example queries over the kg graph. Each runs unchanged on the embedded store (`kg query`) and
// on Neo4j (`kg query --neo4j`, or paste into Neo4j Browser) and gives the same rows on both:
// they avoid label()/labels()/type() (the dialects differ there), order every result completely,
// and aggregate only with count/min/max. tests/test_store_neo4j.py runs them on both stores.

// name: papers-per-year
MATCH (p:Paper)
WHERE p.year IS NOT NULL
RETURN p.year AS year, count(*) AS papers
ORDER BY year;

// name: most-used-methods
MATCH (p:Paper)-[:USES|PROPOSES]->(m:Method)
RETURN m.name AS method, count(DISTINCT p) AS papers
ORDER BY papers DESC, method
LIMIT 10;

// name: datasets-per-task
MATCH (t:Task)<-[:ADDRESSES]-(p:Paper)-[:EVALUATED_ON]->(d:Dataset)
RETURN t.name AS task, d.name AS dataset, count(DISTINCT p) AS papers
ORDER BY papers DESC, task, dataset
LIMIT 10;

// name: methods-used-for-tasks
MATCH (m:Method)-[u:USED_FOR]->(t:Task)
RETURN m.name AS method, t.name AS task, count(u) AS evidence
ORDER BY evidence DESC, method, task
LIMIT 10;

// name: who-outperforms-whom
MATCH (a:Method)-[o:OUTPERFORMS]->(b:Method)
RETURN a.name AS winner, b.name AS loser, count(o) AS claims
ORDER BY claims DESC, winner, loser
LIMIT 10;

// name: results-per-metric
MATCH (r:Result)-[:ABOUT {role: 'metric'}]->(m:Metric)
RETURN m.name AS metric, count(r) AS results, min(r.value) AS lowest, max(r.value) AS highest
ORDER BY metric;

// name: claims-with-results
MATCH (p:Paper)-[:HAS_CLAIM]->(c:Claim)-[:REPORTS]->(r:Result)
RETURN p.id AS paper, c.text AS claim, r.value AS value, r.unit AS unit
ORDER BY paper, claim, value
LIMIT 10;

// name: methods-used-together
MATCH (a:Method)<-[:USES|PROPOSES]-(p:Paper)-[:USES|PROPOSES]->(b:Method)
WHERE a.id < b.id
RETURN a.name AS first, b.name AS second, count(DISTINCT p) AS papers
ORDER BY papers DESC, first, second
LIMIT 10;

// name: find-method-by-name
MATCH (m:Method)
WHERE m.name CONTAINS 'BERT' OR m.name STARTS WITH 'Trans'
RETURN m.id AS id, m.name AS name, m.paper_count AS papers
ORDER BY id;

// Per-year counts (trends): papers per task and year beside the year's total, the share `kg trends`
// works from (papers / total); and the span of years over which each dataset is used.

// name: task-papers-and-year-totals
MATCH (q:Paper)
WHERE q.year IS NOT NULL
WITH q.year AS year, count(q) AS total
MATCH (p:Paper)-[:ADDRESSES]->(t:Task)
WHERE p.year = year
RETURN year, total, t.name AS task, count(DISTINCT p) AS papers
ORDER BY year, papers DESC, task
LIMIT 30;

// name: datasets-first-and-last-year
MATCH (p:Paper)-[:EVALUATED_ON]->(d:Dataset)
WHERE p.year IS NOT NULL
RETURN d.name AS dataset, min(p.year) AS first_year, max(p.year) AS last_year, count(DISTINCT p) AS papers
ORDER BY papers DESC, dataset
LIMIT 10;
