"""Graph stores: the embedded LadybugDB file (kg.store.embedded) and Neo4j over Bolt (kg.store.neo4j)."""
