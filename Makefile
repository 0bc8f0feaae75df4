# The two commands of the README: `make demo` and `make test`.
BUILD ?= build
JOBS ?= $(shell nproc)

.PHONY: all deps build demo test difftest bench bench-spin clean

all: build

deps:
	@bash scripts/install-deps.sh

$(BUILD)/build.ninja: | deps
	cmake -S . -B $(BUILD) -G Ninja

build: deps $(BUILD)/build.ninja
	cmake --build $(BUILD) -j $(JOBS)

demo: build
	@echo "\$$ ferret run examples/use-after-free.c"
	@$(BUILD)/bin/ferret run examples/use-after-free.c || echo "(exit status $$?: Ferret found the error, as it should)"
	@echo
	@echo "\$$ ferret verify examples/list-verify.c"
	@$(BUILD)/bin/ferret verify examples/list-verify.c || echo "(exit status $$?: Ferret found inputs that lose memory, as it should)"

test: build
	cd $(BUILD) && ctest --output-on-failure -j $(JOBS)

N ?= 500
difftest: build
	tests/difftest/run.sh $(BUILD)/bin/ferret $(N)

bench: build
	bench/run.sh $(BUILD)/bin/ferret

bench-spin: build
	bench/spin/run.sh $(BUILD)/bin/ferret

clean:
	rm -rf $(BUILD)
