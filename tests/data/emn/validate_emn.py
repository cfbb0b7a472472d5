import json, sys, pathlib, warnings, jsonschema
warnings.simplefilter('ignore', DeprecationWarning)  # RefResolver, in newer jsonschema
data = pathlib.Path(sys.argv[1])
emn_path, egn_path = data / 'emn' / 'emn-schema-v1.json', data / 'egn-schema-v1.json'
emn_schema = json.load(open(emn_path, encoding='utf-8'))
egn_schema = json.load(open(egn_path, encoding='utf-8'))
resolver = jsonschema.RefResolver(emn_path.resolve().as_uri(), emn_schema,
    store={egn_path.resolve().as_uri(): egn_schema})
emn = jsonschema.Draft7Validator(emn_schema, resolver=resolver)
egn = jsonschema.Draft7Validator(egn_schema)
doc = json.load(open(sys.argv[2], encoding='utf-8'))
for e in emn.iter_errors(doc):
    print('EMN', list(e.absolute_path), e.message[:200])
games = doc.get('games') if isinstance(doc, dict) else None
for g in games if isinstance(games, list) else []:
    if isinstance(g, dict) and isinstance(g.get('gameData'), dict):
        for e in egn.iter_errors(g['gameData']):
            print('EGN game', g.get('gameIndex'), list(e.absolute_path), e.message[:200])
